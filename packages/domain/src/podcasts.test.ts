import { describe, expect, it } from 'vitest';
import { addPodcastSchema, verifyClaimCodeSchema } from './podcasts';

describe('adding a podcast', () => {
  it('takes an http or https feed address and refuses anything else with the SPEC §5 message', () => {
    expect(addPodcastSchema.parse({ feedUrl: ' https://feeds.ivoox.com/feed_fg_f1372665_filtro_1.xml ' })).toEqual({
      feedUrl: 'https://feeds.ivoox.com/feed_fg_f1372665_filtro_1.xml',
    });
    for (const feedUrl of ['ftp://ejemplo.es/feed.xml', 'file:///etc/passwd', 'ejemplo', '']) {
      expect(addPodcastSchema.safeParse({ feedUrl }).error?.issues[0]?.message).toBe('Url no válida');
    }
    expect(addPodcastSchema.safeParse({ feedUrl: 'https://ejemplo.es/f', ownerId: 'x' }).success).toBe(false);
  });
});

describe('the ownership code', () => {
  it('is six digits', () => {
    expect(verifyClaimCodeSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(verifyClaimCodeSchema.safeParse({ code }).error?.issues[0]?.message).toBe('El código tiene 6 cifras.');
    }
  });
});
