import { describe, expect, it } from 'vitest';
import {
  episodeKeyOfRequest,
  measuredEpisodeKey,
  measurementPrefix,
  prefixedEnclosure,
  redirectTarget,
  withoutOwnPrefix,
} from './measurement';

const KEY = '0a1b2c3d4e5f';
const PREFIX = measurementPrefix('https://patrocina.es/', KEY);

describe('the measurement prefix', () => {
  it('goes in front of the enclosure without its scheme, and the episode is counted by the rest', () => {
    expect(PREFIX).toBe('https://patrocina.es/e/0a1b2c3d4e5f/');
    const enclosure = prefixedEnclosure(PREFIX, 'https://media.example.com/show/ep-12.mp3?source=feed');
    expect(enclosure).toBe('https://patrocina.es/e/0a1b2c3d4e5f/media.example.com/show/ep-12.mp3?source=feed');
    expect(measuredEpisodeKey(enclosure, KEY)).toBe('media.example.com/show/ep-12.mp3');
    expect(episodeKeyOfRequest('media.example.com/show/ep-12.mp3?source=app')).toBe('media.example.com/show/ep-12.mp3');
  });

  it('is found behind another service’s prefix, and not for another podcast or without it', () => {
    const chained = `https://op3.dev/e/${prefixedEnclosure(PREFIX, 'https://media.example.com/ep.mp3').slice(8)}`;
    expect(measuredEpisodeKey(chained, KEY)).toBe('media.example.com/ep.mp3');
    expect(measuredEpisodeKey(chained, 'ffffffffffff')).toBeNull();
    expect(measuredEpisodeKey('https://media.example.com/ep.mp3', KEY)).toBeNull();
    expect(episodeKeyOfRequest('?only=query')).toBeNull();
  });

  it('redirects to HTTPS unless the rest names its scheme, even with one slash left by a proxy', () => {
    expect(redirectTarget('media.example.com/ep.mp3?x=1')).toBe('https://media.example.com/ep.mp3?x=1');
    expect(redirectTarget('http://old.example.com/ep.mp3')).toBe('http://old.example.com/ep.mp3');
    expect(redirectTarget('HTTP:/old.example.com/ep.mp3')).toBe('http://old.example.com/ep.mp3');
    expect(episodeKeyOfRequest('http:/old.example.com/ep.mp3?x=1')).toBe('old.example.com/ep.mp3');
    expect(measuredEpisodeKey(`${PREFIX}http://old.example.com/ep.mp3`, KEY)).toBe('old.example.com/ep.mp3');
  });

  it('is taken off when the platform fetches the audio itself, and nothing else is', () => {
    const enclosure = prefixedEnclosure(PREFIX, 'https://media.example.com/ep.mp3');
    expect(withoutOwnPrefix(enclosure, 'https://patrocina.es')).toBe('https://media.example.com/ep.mp3');
    expect(withoutOwnPrefix('https://patrocina.es/e/not-a-key/x.mp3', 'https://patrocina.es')).toBe(
      'https://patrocina.es/e/not-a-key/x.mp3',
    );
    expect(withoutOwnPrefix('https://media.example.com/ep.mp3', 'https://patrocina.es')).toBe(
      'https://media.example.com/ep.mp3',
    );
  });
});
