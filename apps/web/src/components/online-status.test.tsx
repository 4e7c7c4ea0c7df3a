import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineStatus, RECOVERED_NOTICE_MS } from './online-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OnlineStatus', () => {
  it('says when the connection is lost and, briefly, when it comes back', () => {
    render(<OnlineStatus />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent('Sin conexión');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region).toHaveTextContent('Conexión recuperada');

    act(() => {
      vi.advanceTimersByTime(RECOVERED_NOTICE_MS);
    });
    expect(region).toBeEmptyDOMElement();
  });
});
