import type { ConsentCategory } from './consent';

/** What each consent category means, for the preferences dialog and the legal page's cookie clause. */
export const CONSENT_LABELS: Record<ConsentCategory, { title: string; description: string }> = {
  social: {
    title: 'Redes sociales',
    description: 'Iniciar sesión con Google, Apple o Facebook y compartir contenidos.',
  },
  search: { title: 'Buscadores', description: 'Medir qué búsquedas te traen hasta aquí.' },
  analytics: {
    title: 'Analítica',
    description: 'Saber qué páginas se usan para mejorarlas (incluye la campaña que te trajo).',
  },
  heatmap: { title: 'Mapas de calor', description: 'Ver, de forma agregada, dónde se hace clic en cada página.' },
  audience: { title: 'Medición de audiencia', description: 'Contar visitas de forma anónima.' },
  ads: { title: 'Socios publicitarios', description: 'Medir el resultado de nuestros anuncios en otras webs.' },
};
