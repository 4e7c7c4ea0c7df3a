import { readFixture } from '../../../../test/feeds';
import { decodeFeedBytes } from './decode';
import { parseFeed, type ParsedFeed } from './parse';

/** A feed file from test/fixtures/feeds, read as if it had been fetched from feeds.example.com. */
export function fixture(name: string): ParsedFeed {
  return parseFeed(decodeFeedBytes(readFixture(name)), `https://feeds.example.com/${name}`);
}
