// A debug registry on window that proves the singletons: every shared module records itself once per
// evaluation, so two copies of the store, axios or React show up as a count of 2 (read by the e2e tests).

export interface RuntimeRegistry {
  /** How many times each module was evaluated in this page. */
  evaluations: Record<string, number>;
  /** The instances themselves, to compare identities across containers. */
  instances: Record<string, unknown[]>;
}

declare global {
  interface Window {
    __MODELSMITH_RUNTIME__?: RuntimeRegistry;
  }
}

function registry(): RuntimeRegistry | null {
  if (typeof window === 'undefined') return null;
  window.__MODELSMITH_RUNTIME__ ??= { evaluations: {}, instances: {} };
  return window.__MODELSMITH_RUNTIME__;
}

/** Records one evaluation of `name` and the instance it created. */
export function recordInstance(name: string, instance: unknown): void {
  const target = registry();
  if (!target) return;
  target.evaluations[name] = (target.evaluations[name] ?? 0) + 1;
  (target.instances[name] ??= []).push(instance);
}

/** A container (shell or remote) records the React it runs with; one React means one distinct value. */
export function recordContainer(container: string, react: unknown): void {
  recordInstance(`react:${container}`, react);
}
