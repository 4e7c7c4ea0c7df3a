import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PRODUCT_NAME: 'Patrocina', PUBLIC_URL: 'http://localhost:3000' });
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

  it('fails fast naming every bad setting', () => {
    expect(() => loadConfig({ PORT: 'tres mil', PUBLIC_URL: 'no-url' })).toThrow(/PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/);
  });
});
