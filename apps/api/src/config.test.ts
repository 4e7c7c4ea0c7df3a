import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_COMPANY } from '../test/app';
import { CONFIG_KEYS, loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PRODUCT_NAME: 'Patrocina',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.filesDir).toBe(path.resolve('data/files'));
    expect(loadConfig({ DATA_DIR: '/srv/patrocina' }).filesDir).toBe('/srv/patrocina/files');
    expect(loadConfig({ FILES_DIR: '/mnt/ficheros' }).filesDir).toBe('/mnt/ficheros');
  });

  it('never loads demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses feeds on private addresses in production only, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).feedAllowPrivateHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).feedAllowPrivateHosts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', FEED_ALLOW_PRIVATE_HOSTS: '1' }).feedAllowPrivateHosts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', FEED_ALLOW_PRIVATE_HOSTS: '0' }).feedAllowPrivateHosts).toBe(false);
  });

  it("refuses to serve the public in production with the example company's legal data", () => {
    const live = { NODE_ENV: 'production', PUBLIC_URL: 'https://patrocina.example' };
    expect(() => loadConfig(live)).toThrow(/COMPANY_LEGAL_NAME: still the example company's/);
    expect(() => loadConfig({ ...live, ...OWN_COMPANY, COMPANY_IBAN: 'ES9121000418450200051332' })).toThrow(
      /^Invalid configuration:\n {2}COMPANY_IBAN: still the example company's; set your own$/,
    );
    expect(loadConfig({ ...live, ...OWN_COMPANY }).COMPANY_LEGAL_NAME).toBe('Ondas del Norte, S.L.');
    // The demo, a fresh clone's `npm start` on http and development keep the example company.
    expect(loadConfig({ ...live, SEED_DEMO: '1' }).COMPANY_TAX_ID).toBe('B12345674');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }).seedDemo).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://patrocina.example' }).isHttps).toBe(true);
  });

  it('needs the hosting partner key with its address', () => {
    expect(() => loadConfig({ HOSTING_PARTNER_URL: 'https://partner.example.com/api/' })).toThrow(
      /HOSTING_PARTNER_KEY/,
    );
    expect(
      loadConfig({ HOSTING_PARTNER_URL: 'https://partner.example.com/api/', HOSTING_PARTNER_KEY: 'k' })
        .HOSTING_PARTNER_URL,
    ).toBe('https://partner.example.com/api');
  });

  it('fails fast naming every bad setting', () => {
    expect(() => loadConfig({ PORT: 'tres mil', PUBLIC_URL: 'no-url' })).toThrow(
      /PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
    );
  });

  it("checks the legal page's contact data, and needs none of it", () => {
    expect(loadConfig({})).toMatchObject({ COMPANY_JURISDICTION_CITY: 'Madrid' });
    expect(loadConfig({}).COMPANY_PHONE).toBeUndefined();
    expect(loadConfig({ COMPANY_PHONE: '+34 910 000 000' }).COMPANY_PHONE).toBe('+34 910 000 000');
    expect(() =>
      loadConfig({ COMPANY_PRIVACY_EMAIL: 'privacidad', COMPANY_DPO_EMAIL: 'dpd@', COMPANY_PHONE: 'llámanos' }),
    ).toThrow(/COMPANY_PRIVACY_EMAIL[\s\S]*COMPANY_PHONE[\s\S]*COMPANY_DPO_EMAIL/);
  });

  it('is listed in full, and only as it is, in .env.example and docs/deploy.md', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...CONFIG_KEYS].sort());
    const guide = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(CONFIG_KEYS.filter((key) => !guide.includes(`\`${key}\``))).toEqual([]);
  });
});
