/** The first staff account of every test app (and of the run's template database). */
export const staffLogin = { email: 'staff@example.com', password: 'staff-password-1' };
