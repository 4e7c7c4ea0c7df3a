import { describe, expect, it } from 'vitest';
import { isEmptyPack, packFileUrls, type CreativePack } from './creative-pack';

const EMPTY: CreativePack = {
  brief: '  ',
  briefingFile: null,
  spot: null,
  banner: null,
  bannerUrl: null,
  prerollText: '',
  brandUrl: 'https://cafearoma.es',
  trackingUrl: 'https://patrocina.es/t/cafe',
};

describe('the creative pack', () => {
  it('is empty with nothing made for the podcasts, whatever the web and the tracking link', () => {
    expect(isEmptyPack(EMPTY)).toBe(true);
    expect(isEmptyPack({ ...EMPTY, prerollText: 'Gracias a Café Aroma.' })).toBe(false);
    expect(isEmptyPack({ ...EMPTY, brief: 'Un café.' })).toBe(false);
  });

  it('addresses a file by the campaign for members and by the link’s token otherwise', () => {
    expect(packFileUrls({ campaignId: 'c1' }, 'f1')).toEqual({
      url: '/api/v1/private/campaigns/c1/files/f1',
      downloadUrl: '/api/v1/private/campaigns/c1/files/f1?download=1',
    });
    expect(packFileUrls({ token: 'a/b c' }, 'f1').url).toBe('/api/v1/public/campaign/by-token/a%2Fb%20c/files/f1');
  });
});
