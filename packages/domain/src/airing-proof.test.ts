import { describe, expect, it } from 'vitest';
import { airingProofSummary, spotDetectedMessage } from './airing-proof';

describe('the proof of airing in words', () => {
  it('says where the spot sounded in minutes and seconds into the episode', () => {
    expect(spotDetectedMessage(751)).toBe('Cuña detectada a las 12:31');
    expect(spotDetectedMessage(5)).toBe('Cuña detectada a las 0:05');
    expect(spotDetectedMessage(4_530.6)).toBe('Cuña detectada a las 75:31');
  });

  it('tells pending, found, not found, unchecked and failed apart, and whether we will try again', () => {
    const base = { final: false, failure: null, detection: null, detectedAtSeconds: null } as const;
    expect(airingProofSummary({ ...base, status: 'pending' })).toBe(
      'Estamos descargando el episodio para comprobar la emisión.',
    );
    expect(airingProofSummary({ ...base, status: 'ready', detection: 'found', detectedAtSeconds: 61 })).toBe(
      'Cuña detectada a las 1:01',
    );
    expect(airingProofSummary({ ...base, status: 'ready', detection: 'not-found' })).toMatch(/^No encontramos la cuña/);
    expect(airingProofSummary({ ...base, status: 'ready', detection: 'unchecked' })).toBe(
      'Sin comprobar automáticamente',
    );
    expect(airingProofSummary({ ...base, status: 'failed', failure: 'timeout' })).toBe(
      'No hemos podido comprobar la emisión: la descarga tardó demasiado. Lo volveremos a intentar en unos minutos.',
    );
    expect(airingProofSummary({ ...base, status: 'failed', failure: 'no-enclosure', final: true })).toBe(
      'No hemos podido comprobar la emisión: no encontramos el audio del episodio en el feed del podcast. Ya no lo intentaremos más; el equipo lo revisará.',
    );
  });
});
