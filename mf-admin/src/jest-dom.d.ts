// Types of the @testing-library/jest-dom matchers the web jest preset installs.
import '@testing-library/jest-dom';
