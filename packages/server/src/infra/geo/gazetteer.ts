// The offline geocoder: every UK postcode area and about 780 districts (all of inner London, most of the
// large cities, a few per other area) with their centre points, from uk-postcode-districts.csv. Those
// centroids come from a public outward-code list derived from Ordnance Survey / ONS open data.
// A full postcode is placed at its district's centre; an unlisted district at its area's centre.
import { readFileSync } from 'node:fs';
import type { Geocoder, Place } from './geocoder';
import { postcodeAreaNames } from './postcode-areas';
import { compactPostcode, compareDistricts, parsePostcode } from './postcodes';

interface District {
  district: string;
  area: string;
  town: string;
  lat: number;
  lng: number;
}

const dataFile = new URL('./uk-postcode-districts.csv', import.meta.url);

function readDistricts(): District[] {
  const rows = readFileSync(dataFile, 'utf8').trim().split('\n').slice(1);
  return rows
    .map((row) => {
      const [district = '', lat = '', lng = ''] = row.split(',');
      const parsed = parsePostcode(district);
      const town = parsed ? postcodeAreaNames[parsed.area] : undefined;
      if (!parsed || !town) throw new Error(`Gazetteer row for an unknown UK postcode area: ${row}`);
      return { district: parsed.district, area: parsed.area, town, lat: Number(lat), lng: Number(lng) };
    })
    .sort((a, b) => compareDistricts(a.district, b.district));
}

const place = (postcode: string, town: string, at: { lat: number; lng: number }): Place => ({
  postcode,
  address: `${town} ${postcode}`,
  region: town,
  lat: at.lat,
  lng: at.lng,
});

export function createGazetteer(): Geocoder {
  const districts = readDistricts();
  const byDistrict = new Map(districts.map((d) => [d.district, d]));
  const areaCentres = new Map<string, { lat: number; lng: number }>();
  for (const area of new Set(districts.map((d) => d.area))) {
    const members = districts.filter((d) => d.area === area);
    const mean = (pick: (d: District) => number) =>
      members.reduce((sum, d) => sum + pick(d), 0) / members.length;
    areaCentres.set(area, { lat: mean((d) => d.lat), lng: mean((d) => d.lng) });
  }

  function locateSync(text: string): Place | null {
    const parsed = parsePostcode(text);
    const town = parsed && postcodeAreaNames[parsed.area];
    if (!parsed || !town) return null;
    const at = byDistrict.get(parsed.district) ?? areaCentres.get(parsed.area);
    return at ? place(parsed.full ?? parsed.district, town, at) : null;
  }

  return {
    async suggest(query, limit) {
      const compact = compactPostcode(query);
      if (!compact) return [];
      // A complete postcode is one place; offering its neighbours as well would only add noise.
      if (parsePostcode(compact)?.full) {
        const found = locateSync(compact);
        return found ? [found] : [];
      }
      let matches = districts.filter((d) => d.district.startsWith(compact));
      // Letters only and no district matches: the customer may be typing a town ("Manch").
      if (matches.length === 0 && /^[A-Z]{3,}$/.test(compact)) {
        const name = query.trim().toLowerCase();
        matches = districts.filter((d) => d.town.toLowerCase().startsWith(name));
      }
      return matches.slice(0, limit).map((d) => place(d.district, d.town, d));
    },
    async locate(postcode) {
      return locateSync(postcode);
    },
  };
}
