// UK postcode text handling: "sw1a2aa", "SW1A 2AA" and " sw1a  2aa " are the same postcode.

const fullPattern = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const districtPattern = /^[A-Z]{1,2}\d[A-Z\d]?$/;

export interface ParsedPostcode {
  /** The outward code, e.g. "SW1A". */
  district: string;
  /** The area letters, e.g. "SW". */
  area: string;
  /** "SW1A 2AA" for a full postcode, null when only the district was given. */
  full: string | null;
}

export const compactPostcode = (text: string) => text.toUpperCase().replace(/\s+/g, '');

export function parsePostcode(text: string): ParsedPostcode | null {
  const compact = compactPostcode(text);
  const full = fullPattern.exec(compact);
  const district = full?.[1] ?? (districtPattern.test(compact) ? compact : null);
  if (!district) return null;
  const area = /^[A-Z]+/.exec(district)?.[0] ?? '';
  return { district, area, full: full ? `${full[1]} ${full[2]}` : null };
}

/** Orders districts the way people read them: SW1A, SW2, …, SW9, SW10 (not SW1A, SW10, SW11, SW2). */
export function compareDistricts(a: string, b: string): number {
  const split = (d: string) => {
    const head = /^([A-Z]+)(\d+)/.exec(d);
    return head ? [d, head[1], head[2], d.slice(head[0].length)] : [d, d, '0', ''];
  };
  const [, areaA = '', numberA = '0', restA = ''] = split(a);
  const [, areaB = '', numberB = '0', restB = ''] = split(b);
  return areaA.localeCompare(areaB) || Number(numberA) - Number(numberB) || restA.localeCompare(restB);
}
