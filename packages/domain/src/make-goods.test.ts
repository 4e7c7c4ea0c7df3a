import { describe, expect, it } from 'vitest';
import { actionEstimatedReach, underDelivery, underDeliveryMessage } from './make-goods';
import { estimatedReach } from './matching-plan';
import { NO_ACTIONS } from './proposals';

describe('underDelivery', () => {
  it('flags 31-day listens below the threshold, in whole percent rounded down', () => {
    expect(underDelivery(1200, 3000, 60)).toEqual({ listens: 1200, estimated: 3000, percent: 40 });
    expect(underDelivery(1799, 3000, 60)).toEqual({ listens: 1799, estimated: 3000, percent: 59 });
  });

  it('does not flag exactly at the threshold, nor above it', () => {
    expect(underDelivery(1800, 3000, 60)).toBeNull();
    expect(underDelivery(2500, 3000, 60)).toBeNull();
    expect(underDelivery(4000, 3000, 60)).toBeNull();
  });

  it('does not flag what is not reported yet, nor an estimate of nothing', () => {
    expect(underDelivery(null, 3000, 60)).toBeNull();
    expect(underDelivery(0, 0, 60)).toBeNull();
  });

  it('follows the configured threshold', () => {
    expect(underDelivery(1200, 3000, 40)).toBeNull();
    expect(underDelivery(1200, 3000, 41)).not.toBeNull();
  });
});

describe('underDeliveryMessage', () => {
  it('says it in Spanish with thousands separators', () => {
    expect(underDeliveryMessage({ listens: 1200, estimated: 3000, percent: 40 })).toBe(
      'Por debajo de lo previsto: 1.200 de 3.000 escuchas estimadas (40 %)',
    );
  });
});

describe('actionEstimatedReach', () => {
  it('shares the podcast estimate evenly among its actions', () => {
    const counts = { ...NO_ACTIONS, mentions: 2, spots: 1 };
    expect(actionEstimatedReach(3000, counts)).toBe(Math.round(estimatedReach(3000, 3) / 3));
  });

  it('is nothing for a podcast without actions', () => {
    expect(actionEstimatedReach(3000, NO_ACTIONS)).toBe(0);
  });
});
