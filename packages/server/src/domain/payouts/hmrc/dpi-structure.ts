// A checker of the annual report's XML, for the tests: the XML must be well formed, and its elements must
// follow the structure of the OECD Digital Platform Information schema (DPI_OECD version 1.0) for what the
// report uses, written here from the schema's published element names and order. It is not the official
// XSD: it checks the element tree, the order and count of children, and the form of the values (amounts,
// counts, dates, document types), and it reads the XML for the tests' own look at the figures. The official
// XSD files validate the same XML through xmllint (@callout/server-testing/dpi-schema).

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  let out = '';
  let index = 0;
  while (index < raw.length) {
    const amp = raw.indexOf('&', index);
    if (amp < 0) return out + raw.slice(index);
    out += raw.slice(index, amp);
    const semi = raw.indexOf(';', amp);
    const name = semi < 0 ? '' : raw.slice(amp + 1, semi);
    const known = entities[name];
    if (known === undefined) throw new Error(`unknown entity &${name}; near ${at + amp}`);
    out += known;
    index = semi + 1;
  }
  return out;
}

const isNameChar = (char: string) =>
  (char >= 'a' && char <= 'z') ||
  (char >= 'A' && char <= 'Z') ||
  (char >= '0' && char <= '9') ||
  char === '_' ||
  char === ':' ||
  char === '-' ||
  char === '.';

function parseTag(source: string, at: number) {
  let index = at;
  let name = '';
  while (index < source.length && isNameChar(source.charAt(index))) name += source.charAt(index++);
  if (!name) throw new Error(`a tag without a name at ${at}`);
  const attributes: Record<string, string> = {};
  for (;;) {
    while (source.charAt(index) === ' ' || source.charAt(index) === '\n') index++;
    const char = source.charAt(index);
    if (char === '>') return { name, attributes, end: index + 1, selfClosing: false };
    if (char === '/' && source.charAt(index + 1) === '>')
      return { name, attributes, end: index + 2, selfClosing: true };
    let key = '';
    while (isNameChar(source.charAt(index))) key += source.charAt(index++);
    if (!key || source.charAt(index) !== '=' || source.charAt(index + 1) !== '"') {
      throw new Error(`a malformed attribute in <${name}> at ${index}`);
    }
    const close = source.indexOf('"', index + 2);
    if (close < 0) throw new Error(`an unclosed attribute in <${name}>`);
    if (key in attributes) throw new Error(`attribute ${key} twice in <${name}>`);
    const value = source.slice(index + 2, close);
    if (value.includes('<')) throw new Error(`a < in attribute ${key} of <${name}>`);
    attributes[key] = decode(value, index);
    index = close + 1;
  }
}

/** Parses a document of elements and text (no DTD, comments or CDATA: the report has none). */
export function parseXml(source: string): XmlElement {
  let index = 0;
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new Error('an unclosed XML declaration');
    index = end + 2;
  }
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (index < source.length) {
    const open = source.indexOf('<', index);
    const text = source.slice(index, open < 0 ? source.length : open);
    if (text.includes('>')) throw new Error(`a stray > at ${index}`);
    const current = stack.at(-1);
    if (current) current.text += decode(text, index);
    else if (text.trim()) throw new Error(`text outside the root element at ${index}`);
    if (open < 0) break;
    if (source.charAt(open + 1) === '/') {
      const close = source.indexOf('>', open);
      const name = source.slice(open + 2, close);
      const top = stack.pop();
      if (!top || top.name !== name) throw new Error(`</${name}> closes <${top?.name ?? 'nothing'}>`);
      index = close + 1;
      continue;
    }
    const tag = parseTag(source, open + 1);
    if (root && stack.length === 0) throw new Error(`a second root element <${tag.name}>`);
    const element: XmlElement = { name: tag.name, attributes: tag.attributes, children: [], text: '' };
    if (current) current.children.push(element);
    else root = element;
    if (!tag.selfClosing) stack.push(element);
    index = tag.end;
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

type Occurs = [name: string, min: number, max: number];
const one = (name: string): Occurs => [name, 1, 1];
const optional = (name: string): Occurs => [name, 0, 1];
const many = (name: string, min = 0): Occurs => [name, min, Number.POSITIVE_INFINITY];
const quarters = (prefix: string) => [1, 2, 3, 4].map((q) => one(`dpi:${prefix}Q${q}`));

const docSpec = [
  one('stf:DocTypeIndic'),
  one('stf:DocRefId'),
  optional('stf:CorrMessageRefId'),
  optional('stf:CorrDocRefId'),
];
const address = [one('dpi:CountryCode'), optional('dpi:AddressFix'), optional('dpi:AddressFree')];

/** Each element's children in order, keyed by its name or, where a name means two things, parent>name. */
const sequences: Record<string, Occurs[]> = {
  'dpi:DPI_OECD': [one('dpi:MessageSpec'), many('dpi:DPIBody', 1)],
  'dpi:MessageSpec': [
    optional('dpi:SendingEntityIN'),
    one('dpi:TransmittingCountry'),
    one('dpi:ReceivingCountry'),
    one('dpi:MessageType'),
    optional('dpi:Warning'),
    optional('dpi:Contact'),
    one('dpi:MessageRefId'),
    one('dpi:MessageTypeIndic'),
    one('dpi:ReportingPeriod'),
    one('dpi:Timestamp'),
  ],
  'dpi:DPIBody': [
    one('dpi:PlatformOperator'),
    optional('dpi:OtherPlatformOperators'),
    many('dpi:ReportableSeller'),
  ],
  'dpi:PlatformOperator': [
    many('dpi:ResCountryCode', 1),
    many('dpi:TIN', 1),
    many('dpi:IN'),
    optional('dpi:VAT'),
    many('dpi:Name', 1),
    many('dpi:PlatformBusinessName'),
    many('dpi:Address', 1),
    optional('dpi:Nexus'),
    optional('dpi:AssumedReporting'),
    one('dpi:DocSpec'),
  ],
  'dpi:ReportableSeller': [one('dpi:Identity'), one('dpi:RelevantActivities'), one('dpi:DocSpec')],
  'dpi:IndividualSeller>dpi:Standard': [one('dpi:IndSellerID'), many('dpi:FinancialIdentifier')],
  'dpi:EntitySeller>dpi:Standard': [
    one('dpi:EntSellerID'),
    many('dpi:FinancialIdentifier'),
    optional('dpi:PermanentEstablishments'),
  ],
  'dpi:IndSellerID': [
    many('dpi:ResCountryCode', 1),
    many('dpi:TIN', 1),
    optional('dpi:VAT'),
    many('dpi:Name', 1),
    many('dpi:PlatformBusinessName'),
    many('dpi:Address', 1),
    many('dpi:Nationality'),
    optional('dpi:BirthInfo'),
  ],
  'dpi:IndSellerID>dpi:Name': [one('dpi:FirstName'), many('dpi:MiddleName'), one('dpi:LastName')],
  'dpi:EntSellerID': [
    many('dpi:ResCountryCode', 1),
    many('dpi:TIN', 1),
    many('dpi:IN'),
    optional('dpi:VAT'),
    many('dpi:Name', 1),
    many('dpi:PlatformBusinessName'),
    many('dpi:Address', 1),
  ],
  'dpi:Address': address,
  'dpi:BirthInfo': [
    one('dpi:BirthDate'),
    optional('dpi:City'),
    optional('dpi:CitySubentity'),
    optional('dpi:CountryInfo'),
  ],
  'dpi:RelevantActivities': [
    optional('dpi:ImmovableProperty'),
    optional('dpi:PersonalServices'),
    optional('dpi:SaleOfGoods'),
    optional('dpi:TransportationRental'),
  ],
  'dpi:PersonalServices': [
    one('dpi:Consideration'),
    one('dpi:NumberOfActivities'),
    one('dpi:Fees'),
    one('dpi:Taxes'),
  ],
  'dpi:Consideration': quarters('Cons'),
  'dpi:NumberOfActivities': quarters('Numb'),
  'dpi:Fees': quarters('Fees'),
  'dpi:Taxes': quarters('Tax'),
  'dpi:DocSpec': docSpec,
  'dpi:FinancialIdentifier': [
    one('dpi:Identifier'),
    optional('dpi:AccountHolderName'),
    optional('dpi:OtherInfo'),
  ],
};
/** Elements with exactly one of these children. */
const choices: Record<string, string[]> = {
  'dpi:Identity': ['dpi:EntitySeller', 'dpi:IndividualSeller'],
  'dpi:IndividualSeller': ['dpi:Standard', 'dpi:GVS'],
  'dpi:EntitySeller': ['dpi:Standard', 'dpi:GVS'],
};

const digits = (value: string) => value.length > 0 && [...value].every((c) => c >= '0' && c <= '9');
const isDate = (value: string) =>
  value.length === 10 &&
  value[4] === '-' &&
  value[7] === '-' &&
  digits(value.slice(0, 4) + value.slice(5, 7) + value.slice(8)) &&
  !Number.isNaN(Date.parse(value));
/** The schema's amounts are whole units (an integer, maybe negative). */
const isAmount = (value: string) => digits(value.startsWith('-') ? value.slice(1) : value);
const isUpper = (value: string, length: number) =>
  value.length === length && [...value].every((c) => c >= 'A' && c <= 'Z');

/** The form of each leaf's value, and its attributes. */
function leafProblem(element: XmlElement): string | null {
  const { name, text } = element;
  const local = name.slice(name.indexOf(':') + 1);
  if (/^(Cons|Fees|Tax)Q[1-4]$/.test(local)) {
    if (!isAmount(text)) return `${name} is not an amount: ${text}`;
    if (!isUpper(element.attributes.currCode ?? '', 3)) return `${name} has no currency code`;
  }
  if (/^NumbQ[1-4]$/.test(local) && !digits(text)) return `${name} is not a count: ${text}`;
  if ((local === 'ReportingPeriod' || local === 'BirthDate') && !isDate(text)) return `${name} is not a date`;
  if (local === 'Timestamp' && (text.length < 19 || !isDate(text.slice(0, 10)) || text[10] !== 'T')) {
    return `${name} is not a date and time`;
  }
  if ((local === 'ResCountryCode' || local === 'CountryCode') && !isUpper(text, 2))
    return `${name} is not a country`;
  if (local === 'DocTypeIndic' && !['OECD0', 'OECD1', 'OECD2', 'OECD3'].includes(text)) {
    return `${name} is not a document type: ${text}`;
  }
  if (local === 'MessageTypeIndic' && !['DPI401', 'DPI402', 'DPI403'].includes(text)) {
    return `${name} is not a message type: ${text}`;
  }
  if (local === 'MessageType' && text !== 'DPI') return `${name} is not DPI`;
  if (local === 'TIN' && !element.attributes.issuedBy && element.attributes.unknown !== 'true') {
    return `${name} says neither who issued it nor that it is unknown`;
  }
  if (element.children.length === 0 && !text.trim() && local !== 'TIN') return `${name} is empty`;
  return null;
}

function checkSequence(element: XmlElement, rules: Occurs[], problems: string[]): void {
  let index = 0;
  for (const [name, min, max] of rules) {
    let count = 0;
    while (element.children[index]?.name === name) {
      count++;
      index++;
    }
    if (count < min) problems.push(`${element.name} lacks ${name}`);
    if (count > max) problems.push(`${element.name} has ${count} ${name}`);
  }
  const extra = element.children[index];
  if (extra) problems.push(`${element.name} has ${extra.name} out of place`);
}

function check(element: XmlElement, parent: string | null, problems: string[]): void {
  const rules = sequences[`${parent}>${element.name}`] ?? sequences[element.name];
  const choice = choices[element.name];
  if (rules) checkSequence(element, rules, problems);
  else if (choice) {
    const [only, ...more] = element.children;
    if (!only || more.length > 0 || !choice.includes(only.name)) {
      problems.push(`${element.name} must hold one of ${choice.join(', ')}`);
    }
  } else if (element.children.length > 0) {
    problems.push(`${element.name} holds elements the checker does not know`);
  } else {
    const problem = leafProblem(element);
    if (problem) problems.push(problem);
  }
  for (const child of element.children) check(child, element.name, problems);
}

/** What is wrong with a report's XML, or nothing. Throws when it is not well formed. */
export function dpiStructureProblems(xml: string): string[] {
  const root = parseXml(xml);
  const problems: string[] = [];
  if (root.name !== 'dpi:DPI_OECD') problems.push(`the root is ${root.name}, not dpi:DPI_OECD`);
  if (root.attributes['xmlns:dpi'] !== 'urn:oecd:ties:dpi:v1') problems.push('the dpi namespace is wrong');
  if (root.attributes['xmlns:stf'] !== 'urn:oecd:ties:dpistf:v1') problems.push('the stf namespace is wrong');
  if (root.attributes.version !== '1.0') problems.push('the version is not 1.0');
  check(root, null, problems);
  return problems;
}

/** Every element with this name, depth first. */
export function elementsNamed(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = root.name === name ? [root] : [];
  for (const child of root.children) found.push(...elementsNamed(child, name));
  return found;
}
