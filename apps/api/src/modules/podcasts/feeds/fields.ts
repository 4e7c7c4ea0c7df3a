import { plainLine } from './html-text';
import { attrOf, isNode, type XmlNode } from './xml';

// One value of a feed read on its own: links, categories, language, names, addresses and durations.

const NAME_MAX = 200;
const URL_MAX = 2_000;

/** An absolute http(s) URL, resolved against the feed's URL; anything else (javascript:, data:) is dropped. */
export function resolveUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > URL_MAX) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function categoriesOf(tops: unknown[], subsOf: (node: XmlNode) => unknown[]): string[] {
  const main: string[] = [];
  const sub: string[] = [];
  for (const top of tops) {
    const name = plainLine(attrOf(top, 'text'), 100);
    if (name) main.push(name);
    if (isNode(top)) for (const child of subsOf(top)) sub.push(plainLine(attrOf(child, 'text'), 100));
  }
  return [...new Set([...main, ...sub].filter((name) => name !== ''))].slice(0, 10);
}

/** "es-es" → "es-ES"; anything that does not look like a language tag is dropped. */
export function languageOf(value: string): string | null {
  const match = /^([a-z]{2,3})(?:[-_]([a-z0-9]{2,8}))?/i.exec(value.trim());
  if (!match) return null;
  const region = match[2];
  return region
    ? `${match[1]!.toLowerCase()}-${region.length === 2 ? region.toUpperCase() : region}`
    : match[1]!.toLowerCase();
}

const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

export function emailOf(value: string): string | null {
  const email = value
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * A person's or company's name. managingEditor reads "mail@host (Name)" or "Name <mail@host>": the
 * name is kept, the address never (it would become public on the podcast's page).
 */
export function nameOf(value: string): string | null {
  const raw = value.trim();
  if (!raw) return null;
  const inParentheses = /\(([^()]*)\)\s*$/.exec(raw)?.[1];
  const beforeAngle = /^([^<]*)<[^>]*>\s*$/.exec(raw)?.[1];
  const name = plainLine(inParentheses ?? beforeAngle ?? raw, NAME_MAX);
  if (!name || /\S+@\S+\.\S+/.test(name)) return null;
  return name;
}

/** itunes:duration as seconds: "HH:MM:SS", "MM:SS" or plain seconds; null if unreadable. */
export function parseDuration(value: string): number | null {
  const raw = value.trim();
  if (!raw) return null;
  if (/^\d+(?:\.\d+)?$/.test(raw)) return sane(Math.round(Number(raw)));
  const parts = raw.split(':');
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((part, index) => (index === parts.length - 1 ? /^\d{1,2}(?:\.\d+)?$/ : /^\d+$/).test(part)))
    return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((part) => part >= 60)) return null;
  return sane(Math.round(numbers.reduce((total, part) => total * 60 + part, 0)));
}

/** Nothing lasts more than a week; a bigger figure is a mistake in the feed. */
function sane(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 7 * 86_400 ? seconds : null;
}
