import { describe, expect, it } from 'vitest';
import { isListenerAgent, listeningPlatform } from './user-agent';

describe('who counts as a listener', () => {
  it('counts the players of «Otras apps» that isbot takes for bots by their shape', () => {
    for (const agent of [
      'gPodder/3.10.8 (+http://gpodder.org/) Windows/10',
      'Podbean/Android App 7.6.4 (http://podbean.com),2c6d1f9e8e0e4b0c',
      'Spreaker 7.17.0 rv:1300 (iPhone8,4; iOS 15.8.3; en_CA)',
      'Fountain/0.2.6 iOS https://www.fountain.fm',
    ]) {
      expect([isListenerAgent(agent), listeningPlatform(agent)], agent).toEqual([true, 'other']);
    }
  });

  it('still leaves out their feed fetchers and any crawler', () => {
    for (const agent of [
      'Spreaker Feed Parser/1.0',
      'Podbean Crawler (+http://podbean.com)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
    ]) {
      expect(isListenerAgent(agent), agent).toBe(false);
    }
  });
});
