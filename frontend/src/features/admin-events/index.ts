// The admin-events feature's one entry: what other features may use of it (ADR 68).
export { adminCategoriesQuery, adminEventKeys, categoryKeys, type AdminCategory } from './queries';
