import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
