// Test support only: tsconfig keeps it out of the build.

/** A valid registration as the register form sends it (no gender, which is optional, and no phone code). */
export const SAMPLE_REGISTRATION = {
  name: 'Rahim',
  age: 30,
  contact: '01712345678',
  email: 'rahim@example.com',
  password: 'secret1',
};
