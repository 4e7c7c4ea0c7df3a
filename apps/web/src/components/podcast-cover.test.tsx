import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PodcastCover } from './podcast-cover';
import { BLANK_PIXEL } from './safe-image';

const SERVED = '/api/v1/public/images/0b7c52d4-8f38-4a34-9c55-3c1b9ad2d1f5';

function coverImage(container: HTMLElement): HTMLImageElement | null {
  // The cover is decoration (aria-hidden): the title is said beside it.
  return container.querySelector('img');
}

describe('PodcastCover', () => {
  it('shows the podcast’s own image, asked of the image service at the width the cover is drawn at', () => {
    const { container, rerender } = render(<PodcastCover title="La Mesa Camilla" imageUrl={SERVED} lazy={false} />);
    expect(coverImage(container)).toHaveAttribute('src', `${SERVED}?w=320`);

    rerender(<PodcastCover title="La Mesa Camilla" imageUrl={SERVED} size="row" lazy={false} />);
    expect(coverImage(container)).toHaveAttribute('src', `${SERVED}?w=160`);

    rerender(<PodcastCover title="La Mesa Camilla" imageUrl={SERVED} imageWidth={640} lazy={false} />);
    expect(coverImage(container)).toHaveAttribute('src', `${SERVED}?w=640`);
  });

  it('draws the initials when the podcast has no image', () => {
    const { container } = render(<PodcastCover title="La Mesa Camilla" imageUrl={null} />);
    expect(coverImage(container)).toBeNull();
    expect(screen.getByText('MC')).toBeInTheDocument();
  });

  it('falls back to the initials when the image cannot be loaded', () => {
    const { container } = render(<PodcastCover title="Señal Débil" imageUrl={SERVED} lazy={false} />);
    const image = coverImage(container)!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', BLANK_PIXEL);
    expect(screen.getByText('SD')).toBeInTheDocument();
  });
});
