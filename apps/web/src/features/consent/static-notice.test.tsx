import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@patrocina/domain/constants';
import { rejectAllConsent, resetConsentForTests } from '@/lib/consent';
import { renderWithProviders } from '@/test/render';
import { CookieConsent, STATIC_NOTICE_ID } from './cookie-consent';

/** index.html as written (the build adds the scripts, not the notice). */
const indexHtml = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');

/** The markup between index.html's markers: the notice a first visit sees before the app runs. */
function staticNoticeMarkup(): string {
  const found = /<!-- consent-notice -->([\s\S]*)<!-- \/consent-notice -->/.exec(indexHtml);
  if (!found?.[1]) throw new Error('index.html has no consent-notice markers');
  return found[1];
}

/**
 * The notice as a browser lays it out: runs of white space collapsed, none at the start or end of an
 * element (a line drops them) nor between two blocks; the ids each side chooses left out.
 */
function comparable(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const section = template.content.querySelector('section');
  if (!section) throw new Error('no notice in the markup');
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    let value = text.data.replace(/\s+/g, ' ');
    if (value === ' ') value = '';
    if (!text.previousSibling) value = value.trimStart();
    if (!text.nextSibling) value = value.trimEnd();
    if (value === '') text.remove();
    else text.data = value;
  }
  const titleId = section.getAttribute('aria-labelledby') ?? '';
  section.removeAttribute('id');
  for (const button of section.querySelectorAll('button')) button.removeAttribute('disabled');
  return section.outerHTML.replaceAll(`"${titleId}"`, '"title"');
}

function renderConsent() {
  return renderWithProviders(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetConsentForTests();
  document.getElementById(STATIC_NOTICE_ID)?.remove();
});

describe('el aviso de cookies de index.html', () => {
  it('es el mismo aviso que dibuja la aplicación: mismo texto, mismos botones y mismo aspecto', () => {
    renderConsent();
    const drawn = screen.getByRole('region', { name: 'Tu privacidad' });
    expect(comparable(staticNoticeMarkup())).toBe(comparable(drawn.outerHTML));
  });

  it('lleva el id que la aplicación busca para quitarlo, un enlace que funciona sin JavaScript y botones que esperan a la aplicación', () => {
    const template = document.createElement('template');
    template.innerHTML = staticNoticeMarkup();
    expect(template.content.querySelector(`section#${STATIC_NOTICE_ID}`)).not.toBeNull();
    expect(template.content.querySelector('a')?.getAttribute('href')).toBe('/legal#cookies');
    // A press before the app runs would do nothing: disabled, the person (or a journey) waits for it.
    const buttons = [...template.content.querySelectorAll('button')];
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button.disabled).toBe(true);
  });

  it('la aplicación lo quita al dibujar el suyo, así que el aviso no sale dos veces', () => {
    document.body.insertAdjacentHTML('afterbegin', staticNoticeMarkup());
    expect(document.getElementById(STATIC_NOTICE_ID)).not.toBeNull();
    renderConsent();
    expect(document.getElementById(STATIC_NOTICE_ID)).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Tu privacidad' })).toHaveLength(1);
  });

  it('con una elección guardada, la cookie le dice al servidor que no lo envíe', () => {
    expect(document.cookie).not.toContain(`${CONSENT_COOKIE}=1`);
    rejectAllConsent();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });
});
