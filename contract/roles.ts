/**
 * Operator roles, from least to most: each includes the ones before it. Tokens carry them (the
 * embedded issuer and Entra ID app roles alike); endpoints name the least role they need.
 */
export const ROLES = ['reader', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
