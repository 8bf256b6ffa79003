import { describe, expect, it } from '@jest/globals';
import { currentPosition, outcomeOfError } from './geolocation';

describe('asking the browser for the position once', () => {
  it('when permission is refused, then the outcome is denied; when no fix comes or it times out, then unavailable', () => {
    expect(outcomeOfError(1)).toEqual({ kind: 'denied' });
    expect(outcomeOfError(2)).toEqual({ kind: 'unavailable' });
    expect(outcomeOfError(3)).toEqual({ kind: 'unavailable' });
  });

  it('when the browser has no geolocation, then it is unsupported', async () => {
    expect(await currentPosition(undefined)).toEqual({ kind: 'unsupported' });
  });

  it('when a fix comes, then its position and accuracy are handed on, asked once with high accuracy', async () => {
    const asked: PositionOptions[] = [];
    const geolocation = {
      getCurrentPosition(
        success: PositionCallback,
        _error: PositionErrorCallback | null,
        options?: PositionOptions,
      ) {
        asked.push(options ?? {});
        success({ coords: { latitude: 42.73, longitude: 17.86, accuracy: 12 } } as GeolocationPosition);
      },
    } as Geolocation;

    expect(await currentPosition(geolocation)).toEqual({
      kind: 'position',
      position: { latitude: 42.73, longitude: 17.86, accuracy_m: 12 },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.enableHighAccuracy).toBe(true);
  });
});
