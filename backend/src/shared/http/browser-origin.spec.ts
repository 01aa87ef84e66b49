import type { Request } from 'express';
import { DEMO_COMPANY, loadConfig } from '../../config/config.js';
import { browserBaseUrl, isLocalHostname, localOrigin } from './browser-origin.js';

describe('localOrigin: the origin a request addressed, only when it is this computer or a private network', () => {
  it.each([
    // host header, the origin a buyer is sent back to
    ['localhost:3000', 'http://localhost:3000'],
    ['LOCALHOST:3000', 'http://localhost:3000'],
    ['localhost', 'http://localhost'],
    ['localhost:80', 'http://localhost'],
    ['localhost.:3000', 'http://localhost.:3000'],
    ['app.localhost:3000', 'http://app.localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['127.0.0.1.:3000', 'http://127.0.0.1:3000'],
    ['127.1:3000', 'http://127.0.0.1:3000'],
    ['127.255.255.254:4173', 'http://127.255.255.254:4173'],
    ['0x7f.1:3000', 'http://127.0.0.1:3000'],
    ['2130706433:3000', 'http://127.0.0.1:3000'],
    ['0.0.0.0:3000', 'http://0.0.0.0:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['[0:0:0:0:0:0:0:1]:3000', 'http://[::1]:3000'],
    ['[::ffff:127.0.0.1]:3000', 'http://[::ffff:7f00:1]:3000'],
    ['[::]:3000', 'http://[::]:3000'],
    ['10.0.0.7:3000', 'http://10.0.0.7:3000'],
    ['172.16.0.1:3000', 'http://172.16.0.1:3000'],
    ['172.31.255.255:3000', 'http://172.31.255.255:3000'],
    ['192.168.1.23:3000', 'http://192.168.1.23:3000'],
    ['169.254.10.1:3000', 'http://169.254.10.1:3000'],
    ['[fd12:3456:789a::1]:3000', 'http://[fd12:3456:789a::1]:3000'],
    ['[FE80::1]:3000', 'http://[fe80::1]:3000'],
    ['[::ffff:192.168.1.5]:3000', 'http://[::ffff:c0a8:105]:3000'],
    ['my-laptop.local:3000', 'http://my-laptop.local:3000'],
    ['My-Laptop.LOCAL.:3000', 'http://my-laptop.local.:3000'],
  ])('%s -> %s', (host, origin) => {
    expect(localOrigin('http', host)).toBe(origin);
  });

  it.each([
    'evil.com',
    'evil.com:3000',
    'localhost.evil.com:3000',
    '127.0.0.1.evil.com',
    'evil.com#@127.0.0.1:3000',
    'evil.com@127.0.0.1:3000',
    '127.0.0.1:3000@evil.com',
    'user:pass@localhost:3000',
    '127.0.0.1:3000/evil.com',
    '127.0.0.1:3000\\evil.com',
    '127.0.0.1:3000?x=evil.com',
    '127.0.0.1 evil.com',
    '%31%32%37.0.0.1:3000',
    'localhost:99999',
    'localhost:',
    '[::1',
    '[fe80::1%25eth0]:3000',
    '8.8.8.8:3000',
    '172.15.0.1:3000',
    '172.32.0.1:3000',
    '192.169.0.1:3000',
    '11.0.0.1:3000',
    '1.0.0.0:3000',
    '0.0.0.1:3000',
    '100.64.0.1:3000',
    '[2001:db8::1]:3000',
    '[::ffff:8.8.8.8]:3000',
    '[fec0::1]:3000',
    'local',
    '.local',
    'localhost-evil.com',
    'notlocalhost',
    '',
  ])('%j is not local: the configured address is used', (host) => {
    expect(localOrigin('http', host)).toBeNull();
  });

  it('takes http and https only, and needs a host', () => {
    expect(localOrigin('https', '192.168.1.23:3443')).toBe('https://192.168.1.23:3443');
    expect(localOrigin('https', 'localhost:443')).toBe('https://localhost');
    expect(localOrigin('javascript', 'localhost')).toBeNull();
    expect(localOrigin('ftp', 'localhost')).toBeNull();
    expect(localOrigin('http', undefined)).toBeNull();
  });

  it('knows names and addresses without a port', () => {
    expect(isLocalHostname('[::1]')).toBe(true);
    expect(isLocalHostname('::1')).toBe(true);
    expect(isLocalHostname('192.168.0.1')).toBe(true);
    expect(isLocalHostname('203.0.113.9')).toBe(false);
    expect(isLocalHostname('ticketsetu.in')).toBe(false);
  });
});

describe('browserBaseUrl', () => {
  const request = (host: string, protocol = 'http') => ({ host, protocol }) as Request;

  it('follows a local origin in development when PUBLIC_URL is unset, else the default', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(browserBaseUrl(request('127.0.0.1:3100'), config)).toBe('http://127.0.0.1:3100');
    expect(browserBaseUrl(request('192.168.1.23:3100'), config)).toBe('http://192.168.1.23:3100');
    expect(browserBaseUrl(request('evil.com'), config)).toBe('http://localhost:3100');
    expect(browserBaseUrl(request('evil.com@127.0.0.1'), config)).toBe('http://localhost:3100');
  });

  it('keeps PUBLIC_URL when it is set, and in production always', () => {
    const set = loadConfig({ PUBLIC_URL: 'https://tickets.example.in/' });
    expect(browserBaseUrl(request('127.0.0.1:3000'), set)).toBe('https://tickets.example.in');
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PROOF_CODE_SECRET: 'y'.repeat(32),
      ...DEMO_COMPANY,
    });
    expect(browserBaseUrl(request('127.0.0.1:3000'), production)).toBe('http://localhost:3000');
    expect(browserBaseUrl(request('192.168.1.23:3000'), production)).toBe('http://localhost:3000');
  });
});
