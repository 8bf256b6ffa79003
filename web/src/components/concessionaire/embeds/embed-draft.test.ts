import { describe, expect, it } from '@jest/globals';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import {
  draftOf,
  embedPageUrl,
  iframeSnippet,
  newDraft,
  parseOrigins,
  platformDraft,
  settingsOf,
} from './embed-draft';

const embed: ManagedMapEmbed = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  settings: {
    partner_name: 'Marina Hotel',
    allowed_origins: ['https://hotel.example', 'https://www.hotel.example'],
    center: { lat: 43.5, lon: 16.4 },
    zoom: 11,
    locale: 'hr',
    theme: 'dark',
    bay_ids: ['bay-1'],
  },
  platform_owned: false,
  created_at: '2026-11-28T05:00:00Z',
  updated_at: '2026-11-28T05:00:00Z',
};

describe('parseOrigins', () => {
  it('when sites are typed one a line with blanks and spaces, then each trimmed site is kept in order', () => {
    expect(parseOrigins(' https://a.example \r\n\n  \nhttps://b.example\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('when nothing is typed, then there is no site', () => {
    expect(parseOrigins('  \n ')).toEqual([]);
  });
});

describe('newDraft', () => {
  it('when a new embed starts, then it shows the current bay at its pin at zoom 12', () => {
    const draft = newDraft('bay-1', { lat: 45.1, lon: 13.6 }, 'it');
    expect(settingsOf({ ...draft, partnerName: 'P', origins: 'https://p.example' })).toEqual({
      partner_name: 'P',
      allowed_origins: ['https://p.example'],
      center: { lat: 45.1, lon: 13.6 },
      zoom: 12,
      locale: 'it',
      theme: 'light',
      bay_ids: ['bay-1'],
    });
  });

  it('when the platform starts an embed, then it chooses no bay and opens where the public map does', () => {
    const settings = settingsOf({ ...platformDraft('hr'), partnerName: 'P', origins: 'https://p.example' });
    expect(settings.bay_ids).toEqual([]);
    expect([settings.center.lat, settings.center.lon, settings.zoom]).toEqual([43.4, 15.8, 6]);
    expect(settings.locale).toBe('hr');
  });
});

describe('settingsOf', () => {
  it('when an embed is opened and saved unchanged, then the same settings are sent', () => {
    expect(settingsOf(draftOf(embed.settings))).toEqual(embed.settings);
  });

  it('when a number has a decimal comma, then it is read as a decimal point', () => {
    expect(settingsOf({ ...draftOf(embed.settings), lat: '44,25' }).center.lat).toBe(44.25);
  });

  it('when the centre is empty or not a number, then it is sent out of range for the server to refuse', () => {
    const settings = settingsOf({ ...draftOf(embed.settings), lat: '', zoom: 'far' });
    expect(settings.center.lat).toBeLessThan(-90);
    expect(settings.zoom).toBeLessThan(0);
  });
});

describe('iframeSnippet', () => {
  it('when the snippet is built, then it frames the embed page in the embed language on this site', () => {
    expect(embedPageUrl('https://moorline.example', embed)).toBe(
      `https://moorline.example/hr/map-embed/${embed.id}`,
    );
    expect(iframeSnippet('https://moorline.example', embed, 'Map of "Marina" & <co>')).toBe(
      `<iframe src="https://moorline.example/hr/map-embed/${embed.id}" ` +
        'title="Map of &quot;Marina&quot; &amp; &lt;co>" width="100%" height="600" ' +
        'style="border:0" loading="lazy"></iframe>',
    );
  });
});
