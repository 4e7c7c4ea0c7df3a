import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreativePack as Pack } from '@patrocina/domain';
import { data, stubApi } from '@/test/api-stub';
import { buildCreativePack } from '@/test/creative-pack-fixtures';
import { renderWithProviders } from '@/test/render';
import { CreativePack, CreativePackSection } from './creative-pack';

const BASE = '/api/v1/private/campaigns/c1/files';

const FULL_PACK = buildCreativePack();

const EMPTY_PACK: Pack = {
  ...FULL_PACK,
  brief: '',
  briefingFile: null,
  spot: null,
  banner: null,
  bannerUrl: null,
  prerollText: '',
  trackingUrl: null,
};

describe('CreativePack', () => {
  it('plays the spot and offers its download, shows the banner and every text', () => {
    const { container } = render(<CreativePack pack={FULL_PACK} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Material de la campaña' })).toBeInTheDocument();

    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', `${BASE}/f-spot`);
    expect(audio).toHaveAttribute('controls');
    const spotDownload = screen.getByRole('link', { name: /Descargar la cuña/ });
    expect(spotDownload).toHaveAttribute('href', `${BASE}/f-spot?download=1`);
    expect(spotDownload).toHaveTextContent('(MP3 · 22 s · 400 KB)');

    const banner = screen.getByRole('img', { name: 'Banner de la campaña' });
    expect(banner).toHaveAttribute('src', `${BASE}/f-banner`);
    expect(screen.getByRole('link', { name: 'https://cafelumbre.es/invierno' })).toHaveAttribute(
      'href',
      'https://cafelumbre.es/invierno',
    );
    expect(screen.getByRole('link', { name: /Descargar «Briefing Q3.pdf»/ })).toHaveAttribute(
      'href',
      `${BASE}/f-brief?download=1`,
    );

    expect(screen.getByText('Cuenta cómo es nuestro tueste de invierno.')).toBeInTheDocument();
    expect(screen.getByText('Este episodio llega gracias a Café Lumbre.')).toBeInTheDocument();
    const web = screen.getByText('Web de la marca').closest('div')!;
    expect(within(web).getByRole('link', { name: 'https://cafelumbre.es' })).toHaveAttribute(
      'rel',
      expect.stringContaining('nofollow'),
    );
    expect(screen.getByText('https://patrocina.es/t/cafe-lumbre-mi-podcast')).toBeInTheDocument();
    expect(screen.queryByText('El anunciante aún no ha añadido material para esta campaña.')).not.toBeInTheDocument();
  });

  it('leaves out the parts the advertiser left empty', () => {
    const { container } = render(
      <CreativePack pack={{ ...FULL_PACK, spot: null, briefingFile: null, prerollText: '' }} />,
    );
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByText('Cuña de audio')).not.toBeInTheDocument();
    expect(screen.queryByText('Documento del briefing')).not.toBeInTheDocument();
    expect(screen.queryByText('Texto del pre-roll')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner de la campaña' })).toBeInTheDocument();
  });

  it('says so when the pack is empty, and still gives the brand’s web', () => {
    render(<CreativePack pack={EMPTY_PACK} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Material de la campaña' })).toBeInTheDocument();
    expect(screen.getByText('El anunciante aún no ha añadido material para esta campaña.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://cafelumbre.es' })).toBeInTheDocument();
  });
});

describe('CreativePackSection', () => {
  it('reads the pack of the campaign for the podcast named', async () => {
    const api = stubApi({ 'GET /private/campaigns/c1/creative-pack': data(FULL_PACK) });
    renderWithProviders(<CreativePackSection source={{ campaignId: 'c1', podcastId: 'p1' }} />);
    expect(await screen.findByRole('img', { name: 'Banner de la campaña' })).toBeInTheDocument();
    expect(api.callsTo('GET /private/campaigns/c1/creative-pack')[0]!.search).toBe('?podcastId=p1');
  });

  it('says in Spanish when the pack cannot be read', async () => {
    stubApi({});
    renderWithProviders(<CreativePackSection source={{ token: 'abc' }} />);
    expect(
      await screen.findByText('No hemos podido cargar el material de la campaña. Inténtalo más tarde.'),
    ).toBeInTheDocument();
  });
});
