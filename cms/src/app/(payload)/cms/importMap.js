export const importMap = {};
