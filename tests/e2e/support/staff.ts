/** The staff account the end-to-end server is started with. Never change its password in a test. */
export const e2eStaff = { email: 'admin@example.com', password: 'change-me-now' };
