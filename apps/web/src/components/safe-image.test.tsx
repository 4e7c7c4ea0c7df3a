import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_FALLBACK, Avatar } from './avatar';
import { BLANK_PIXEL, SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('falls back to a blank pixel when the image fails', () => {
    render(<SafeImage src="/roto.png" alt="Portada" />);
    const image = screen.getByRole('img', { name: 'Portada' });
    expect(image).toHaveAttribute('src', '/roto.png');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', BLANK_PIXEL);
  });
});

describe('Avatar', () => {
  it('shows the fallback image when the avatar is missing or broken', () => {
    const { rerender } = render(<Avatar src={null} alt="Carmen" />);
    expect(screen.getByRole('img', { name: 'Carmen' })).toHaveAttribute('src', AVATAR_FALLBACK);

    rerender(<Avatar src="/avatar.png" alt="Carmen" />);
    const image = screen.getByRole('img', { name: 'Carmen' });
    expect(image).toHaveAttribute('src', '/avatar.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', AVATAR_FALLBACK);
  });
});
