import { isAdminAreaPath } from './admin-area.gate.js';

describe('isAdminAreaPath', () => {
  it.each([
    '/api/v1/admin',
    '/api/v1/admin/users?page=2',
    '/API/V1/Admin/users',
    '/api/v1//admin/',
    '/api/v1/events/../admin/users',
    '/api\\v1\\admin',
    '/api/v1/%61dmin/users',
    '/API/V1//%61dmin/users/',
    '/api/v1/%2561dmin', // escaped twice
    '/api/v1/%41DMIN',
  ])('%s is the admin area', (url) => {
    expect(isAdminAreaPath(url)).toBe(true);
  });

  it.each([
    '/api/v1/events',
    '/api/v1/events/6f1c1a57-0f1e-4b8e-9d84-2b7d1f2a9e01?sort=price_asc',
    '/api/v1/events?search=admin',
    '/api/v1/administrators',
    '/api/v1/events/%E0%A4%A', // an escape that does not decode
    '/admin',
    '/api/v2/admin',
  ])('%s is not', (url) => {
    expect(isAdminAreaPath(url)).toBe(false);
  });
});
