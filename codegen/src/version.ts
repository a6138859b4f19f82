// The generator version templates may print; bumped with every change to generated output.
export const GENERATOR_VERSION = '1.0.0';
