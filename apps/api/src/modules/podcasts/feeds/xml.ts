import { decodeXML } from 'entities';
import { XMLParser } from 'fast-xml-parser';

// The feed's XML as nodes, and the small readers over them that never expand an entity.

/** An element as the parser gives it: children by name (each a list), attributes as `@_name`. */
export type XmlNode = Record<string, unknown>;

/** Namespace URIs, compared without case or trailing slash; the prefix is whatever the feed maps to them. */
const ITUNES_NAMESPACES = new Set([
  'http://www.itunes.com/dtds/podcast-1.0.dtd',
  'https://www.itunes.com/dtds/podcast-1.0.dtd',
]);
const PODCAST_NAMESPACES = new Set([
  'https://podcastindex.org/namespace/1.0',
  'http://podcastindex.org/namespace/1.0',
  // Podcasting 2.0's first URI, still written by some hosts (Fireside).
  'https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md',
]);

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // No entity expansion at all, DOCTYPE ones included: only the five XML entities and character
  // references are decoded, by decodeXML, below. Documents that declare entities are refused first.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Every element as a list, so one item and many items read alike.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The prefixes a feed maps to the iTunes and Podcasting 2.0 namespaces (the usual ones if it declares none). */
export function namespacesOf(...nodes: XmlNode[]): { itunes: string[]; podcast: string[] } {
  const found = { itunes: [] as string[], podcast: [] as string[] };
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node)) {
      if (!key.startsWith('@_xmlns:') || typeof value !== 'string') continue;
      const uri = decodeXML(value).trim().toLowerCase().replace(/\/+$/, '');
      const prefix = key.slice('@_xmlns:'.length);
      if (ITUNES_NAMESPACES.has(uri)) found.itunes.push(prefix);
      if (PODCAST_NAMESPACES.has(uri)) found.podcast.push(prefix);
    }
  }
  if (found.itunes.length === 0) found.itunes.push('itunes');
  if (found.podcast.length === 0) found.podcast.push('podcast');
  return found;
}

export function childrenIn(node: XmlNode | undefined, prefixes: string[], name: string): unknown[] {
  if (!node) return [];
  return prefixes.flatMap((prefix) => listOf(node[`${prefix}:${name}`]));
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function first(value: unknown): XmlNode | undefined {
  const found = listOf(value)[0];
  return isNode(found) ? found : undefined;
}

/** An element's text: its character data with XML entities decoded, plus its CDATA sections as written. */
export function textOf(value: unknown): string {
  const node = listOf(value)[0];
  if (typeof node === 'string') return decodeXML(node);
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (!isNode(node)) return '';
  const text =
    typeof node['#text'] === 'string' || typeof node['#text'] === 'number' ? decodeXML(String(node['#text'])) : '';
  const cdata = listOf(node['#cdata'])
    .filter((part) => typeof part === 'string')
    .join('');
  return (cdata + text).trim();
}

export function attrOf(value: unknown, name: string): string {
  const node = listOf(value)[0];
  if (!isNode(node)) return '';
  const attribute = node[`@_${name}`];
  return typeof attribute === 'string' ? decodeXML(attribute) : '';
}
