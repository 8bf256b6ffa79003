import { describe, expect, it } from '@jest/globals';
import { isAppError } from '@moorline/kit';
import { embedOrigin, embedSettingsOf, type EmbedSettingsInput } from './embed-settings';

const valid: EmbedSettingsInput = {
  partnerName: '  Tourist board of Hvar ',
  allowedOrigins: ['https://visit-hvar.example', 'https://visit-hvar.example'],
  center: { lat: 43.17, lon: 16.44 },
  zoom: 11,
  locale: 'hr',
  theme: 'dark',
  bayIds: ['5F0C0D47-0000-4000-8000-000000000001'],
};

const codeOf = (input: Partial<EmbedSettingsInput>) => {
  try {
    embedSettingsOf({ ...valid, ...input });
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('an embed’s settings (issue 27 item 5)', () => {
  it('when they are valid, then they are trimmed, origins kept once and bay ids lower-cased', () => {
    expect(embedSettingsOf(valid)).toEqual({
      partnerName: 'Tourist board of Hvar',
      allowedOrigins: ['https://visit-hvar.example'],
      center: { lat: 43.17, lon: 16.44 },
      zoom: 11,
      locale: 'hr',
      theme: 'dark',
      bayIds: ['5f0c0d47-0000-4000-8000-000000000001'],
    });
  });

  it('when an origin is not a bare https origin, then it is refused; http only on loopback', () => {
    expect(embedOrigin('https://club.example:8443')).toBe('https://club.example:8443');
    expect(embedOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    for (const bad of [
      'http://club.example',
      'https://club.example/',
      'https://club.example/map',
      'https://club.example?x=1',
      'https://user:pw@club.example',
      "https://club.example; script-src 'unsafe-inline'",
      'javascript:alert(1)',
      'club.example',
      '*',
    ])
      expect([bad, embedOrigin(bad)]).toEqual([bad, null]);
  });

  it('when the name, origins, view, language, theme or bays are out of bounds, then each has its code', () => {
    expect(codeOf({ partnerName: ' ' })).toBe('embed_partner_name_invalid');
    expect(codeOf({ partnerName: 'x'.repeat(101) })).toBe('embed_partner_name_invalid');
    expect(codeOf({ partnerName: 'x'.repeat(100) })).toBe('accepted');
    expect(codeOf({ partnerName: 'Club\u0000' })).toBe('embed_partner_name_invalid');
    expect(codeOf({ allowedOrigins: [] })).toBe('embed_origins_invalid');
    expect(codeOf({ allowedOrigins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example`) })).toBe(
      'embed_origins_invalid',
    );
    expect(codeOf({ allowedOrigins: ['https://ok.example', 'ftp://no.example'] })).toBe(
      'embed_origins_invalid',
    );
    expect(codeOf({ center: undefined })).toBe('embed_view_invalid');
    expect(codeOf({ center: { lat: 91, lon: 0 } })).toBe('embed_view_invalid');
    expect(codeOf({ zoom: 23 })).toBe('embed_view_invalid');
    expect(codeOf({ zoom: -1 })).toBe('embed_view_invalid');
    expect(codeOf({ locale: 'de' })).toBe('invalid_request');
    expect(codeOf({ theme: 'blue' })).toBe('invalid_request');
    expect(codeOf({ bayIds: ['not-a-uuid'] })).toBe('not_found');
    expect(
      codeOf({
        bayIds: Array.from(
          { length: 51 },
          (_, i) => `5f0c0d47-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      }),
    ).toBe('embed_bays_required');
  });
});
