// The API's messages in Polish: every message the server answers customers and providers with is in the
// catalogue with the same English words, and each is found there and written in Polish, values kept.
import { arrivalWindowMessages } from '@callout/contracts/arrival-windows';
import { addressLineMessages } from '@callout/contracts/booking';
import { credentialMessages } from '@callout/contracts/credentials';
import { disputeMessages as sharedDisputeMessages } from '@callout/contracts/disputes';
import { sellerDetailsMessages } from '@callout/contracts/hmrc-reporting';
import { jobNoteMessages } from '@callout/contracts/job-notes';
import { catalogueMessages } from '@callout/contracts/ops-catalogue';
import { opsPeopleMessages } from '@callout/contracts/ops-people';
import { seriesMessages } from '@callout/contracts/order-series';
import { rescheduleMessages as sharedRescheduleMessages } from '@callout/contracts/reschedule';
import { reviewTrustMessages } from '@callout/contracts/review-trust';
import { workingHoursMessages } from '@callout/contracts/working-hours';
import { describe, expect, it } from 'vitest';
import { cliMessages } from '../../cli/cli-messages';
import { dataRequestMessages } from '../../domain/accounts/data-export/messages';
import { calendarMessages } from '../../domain/booking/calendar/messages';
import { seriesServerMessages } from '../../domain/booking/series/series-messages';
import { windowMessages } from '../../domain/booking/window-messages';
import { reviewMessages } from '../../domain/catalogue/reviews/messages';
import { savedMessages } from '../../domain/catalogue/saved/messages';
import { pushMessages } from '../../domain/notifications/push/messages';
import { pushInputMessages } from '../../domain/notifications/push/subscription-input';
import { catalogueAdminMessages } from '../../domain/ops/catalogue-admin';
import { promotionMessages } from '../../domain/ops/promotions-admin';
import { releaseMessages } from '../../domain/ops/releases/release-messages';
import { disputeMessages } from '../../domain/orders/disputes/messages';
import {
  acceptanceMessages,
  lifecycleMessages,
  orderMessages,
  transitionMessages,
} from '../../domain/orders/messages';
import { receiptMessages } from '../../domain/orders/receipts/messages';
import { rescheduleMessages } from '../../domain/orders/reschedule-messages';
import { paymentMessages } from '../../domain/payments/messages';
import { refundMessages } from '../../domain/payments/refunds';
import { hmrcMessages, mismatchMessages } from '../../domain/payouts/hmrc/messages';
import { credentialServerMessages } from '../../domain/provider/credentials/messages';
import { opsMessages, providerMessages } from '../../domain/provider/messages';
import { supportMessages } from '../../domain/support/messages';
import { liveMessages } from '../../http/routes/notifications/live-routes';
import { serviceAreaMessages } from '../../http/routes/provider/provider-service-area';
import { messages } from '../../messages';
import { backupMessages } from '../backup/backup-messages';
import { healthMessages } from '../health/messages';
import { apiMessageIn } from './api-messages';
import english from './locales/en-GB/api.json';
import polish from './locales/pl-PL/api.json';

type Texts = Record<string, unknown>;

/**
 * The catalogue's sections, each with the messages it words (contracts' under `contracts`): customers' and
 * providers', and the operators' (the console's calls, releases, health, and the command line's backups).
 */
const sections: Record<string, Texts> = {
  messages,
  credentialServerMessages,
  providerMessages,
  rescheduleMessages,
  acceptanceMessages,
  lifecycleMessages,
  orderMessages,
  transitionMessages,
  windowMessages,
  disputeMessages,
  reviewMessages,
  dataRequestMessages,
  receiptMessages,
  supportMessages,
  pushMessages,
  refundMessages,
  paymentMessages,
  liveMessages,
  savedMessages,
  calendarMessages,
  serviceAreaMessages,
  hmrcMessages,
  mismatchMessages,
  seriesServerMessages,
  opsMessages,
  catalogueAdminMessages,
  promotionMessages,
  releaseMessages,
  healthMessages,
  backupMessages,
  pushInputMessages,
  cliMessages,
  'contracts.catalogueMessages': catalogueMessages,
  'contracts.seriesMessages': seriesMessages,
  'contracts.credentialMessages': credentialMessages,
  'contracts.rescheduleMessages': sharedRescheduleMessages,
  'contracts.opsPeopleMessages': opsPeopleMessages,
  'contracts.disputeMessages': sharedDisputeMessages,
  'contracts.workingHoursMessages': workingHoursMessages,
  'contracts.jobNoteMessages': jobNoteMessages,
  'contracts.reviewTrustMessages': reviewTrustMessages,
  'contracts.arrivalWindowMessages': arrivalWindowMessages,
  'contracts.addressLineMessages': addressLineMessages,
  'contracts.sellerDetailsMessages': sellerDetailsMessages,
};

/** The booking page's own signals, which the web app compares word for word: never translated. */
const signals = new Set(['paymentMessages.pendingOrder', 'paymentMessages.paymentCompleted']);

/** Messages whose value is itself a word of the catalogue's ("Category saved."), so it is written too. */
const wordedValues = new Set(['catalogueAdminMessages.saved', 'catalogueAdminMessages.hidden']);

/** Values to call each message that carries values with (every branch of one that words them two ways). */
const samples: Record<string, unknown[][]> = {
  'credentialServerMessages.reviewed': [['VERIFIED']],
  'providerMessages.payoutScheduleSaved': [['INSTANT'], ['WEEKLY']],

  'rescheduleMessages.proposedCosts': [['£5.00']],
  'rescheduleMessages.costs': [['£5.00']],
  'lifecycleMessages.endedPayForTime': [['1 h 30 min', '£45.00']],
  'lifecycleMessages.cancelCosts': [['£7.50']],
  'lifecycleMessages.cancelledCharged': [['£7.50']],
  'lifecycleMessages.cancelledChargePending': [['£7.50']],
  'lifecycleMessages.cancelledPayForTime': [['45 min', '£22.50']],
  'lifecycleMessages.cancelledPayCharge': [['£7.50']],
  'transitionMessages.notYourDay': [['2026-12-11']],
  'windowMessages.takenNext': [['10:00–12:00']],
  'disputeMessages.offerTooMuch': [['£12.50']],
  'disputeMessages.refundTooMuch': [['£12.50']],
  'refundMessages.tooMuch': [[1250]],
  'paymentMessages.status': [['requires_capture']],
  'serviceAreaMessages.saved': [[10, 'SW1A 1AA']],
  'hmrcMessages.yearNotEnded': [[2026]],
  'hmrcMessages.reportProduced': [[2025, 3]],
  'hmrcMessages.correctionProduced': [[2025, 2]],
  'hmrcMessages.reportUnchanged': [[2025]],
  'hmrcMessages.draftProduced': [[2026, 4]],
  'hmrcMessages.statementLoaded': [[2025]],
  'hmrcMessages.statementNone': [[2025]],
  'catalogueAdminMessages.saved': [['Category'], ['Specific'], ['Product']],
  'catalogueAdminMessages.hidden': [
    ['Category', true],
    ['Specific', false],
    ['Product', true],
  ],
  'catalogueAdminMessages.cancelExempt': [[true], [false]],
  'catalogueAdminMessages.repeatable': [[true], [false]],
  'promotionMessages.hidden': [[true], [false]],
  'releaseMessages.badPath': [['assets/../x.js']],
  'releaseMessages.otherModule': [['mf-orders', 'mf-booking']],
  'releaseMessages.missingFile': [['assets/chunk-1.js']],
  'releaseMessages.hashMismatch': [['assets/a.js']],
  'releaseMessages.versionMismatch': [['abc123', 'def456']],
  'releaseMessages.unknownModule': [['mf-orders']],
  'releaseMessages.canaryWithoutLive': [['mf-orders']],
  'releaseMessages.canaryIsLive': [['abc123']],
  'releaseMessages.noCanary': [['mf-orders']],
  'releaseMessages.nothingToRollBackTo': [['mf-orders']],
  'opsMessages.kycReviewed': [['VERIFIED']],
  'opsMessages.serviceReviewed': [['DENIED']],
  'opsMessages.payoutsRun': [[1], [3], [3, 2]],
  'opsMessages.reconciled': [
    [1, 0],
    [5, 0],
    [1, 1],
    [5, 2],
  ],
  'opsMessages.refunded': [['£12.50', 'ORD-123']],
  'opsMessages.refundPending': [['£12.50', 'ORD-123']],
  'cliMessages.cannotReach': [['http://localhost:4000']],
  'cliMessages.answered': [[502]],
  'cliMessages.cannotWrite': [['callout.backup', 'EACCES: permission denied']],
  'cliMessages.noSuchFile': [['callout.backup']],
  'cliMessages.passwordTooShort': [[12]],
  'cliMessages.ordersDiffer': [[3]],
  'backupMessages.checksumMismatch': [['callout.backup']],
  'backupMessages.dataDirNotEmpty': [['/var/callout']],
  'backupMessages.noDatabase': [['/var/callout']],
  'backupMessages.notABackup': [['callout.backup', 'not a database']],
};

function at(texts: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
}

const members = Object.entries(sections).flatMap(([section, texts]) =>
  Object.entries(texts).map(([name, value]) => [`${section}.${name}`, value] as const),
);

describe('the API messages in Polish', () => {
  it.each(members.filter(([, value]) => typeof value === 'string'))(
    '%s is in the catalogue with its English words, and answers in Polish',
    (path, value) => {
      if (signals.has(path)) {
        expect(apiMessageIn('pl-PL', value as string)).toBe(value);
        return;
      }
      expect(at(english, path)).toBe(value);
      expect(apiMessageIn('pl-PL', value as string)).toBe(at(polish, path));
      expect(apiMessageIn('en-GB', value as string)).toBe(value);
    },
  );

  it.each(members.filter(([, value]) => typeof value === 'function'))(
    '%s answers in Polish with its values kept',
    (path, value) => {
      const calls = samples[path];
      expect(calls, `give ${path} sample values in this test`).toBeDefined();
      for (const call of calls ?? []) {
        const words = (value as (...values: unknown[]) => string)(...call);
        const written = apiMessageIn('pl-PL', words);
        expect(written).not.toBe(words);
        // Sums are written for the language (the next test); every other value is kept as it is.
        if (wordedValues.has(path)) continue;
        const kept = call.map(String).filter((sample) => words.includes(sample) && !sample.startsWith('£'));
        for (const sample of kept) expect(written).toContain(sample);
      }
    },
  );

  it('writes the sums and days inside a message as Polish writes them, pounds staying pounds', () => {
    const nbsp = '\u00a0';
    const cost = apiMessageIn('pl-PL', lifecycleMessages.cancelCosts('£7.50'));
    expect(cost).toBe(polish.lifecycleMessages.cancelCosts.replace('{{amount}}', `7,50${nbsp}£`));
    const left = apiMessageIn('pl-PL', refundMessages.tooMuch(123450));
    expect(left).toContain(`1234,50${nbsp}£`);
    expect(left).not.toMatch(/£1|zł|GBP/);
    const time = apiMessageIn('pl-PL', lifecycleMessages.endedPayForTime('1 h 30 min', '£45.00'));
    expect(time).toContain('1 h 30 min');
    expect(time).toContain(`45,00${nbsp}£`);
    expect(apiMessageIn('pl-PL', transitionMessages.notYourDay('2026-12-11'))).toBe(
      polish.transitionMessages.notYourDay.replace('{{day}}', '11 grudnia 2026'),
    );
    // British English keeps the spec's words and formats.
    expect(apiMessageIn('en-GB', lifecycleMessages.cancelCosts('£7.50'))).toBe('Cancelling now costs £7.50');
    expect(apiMessageIn('en-GB', transitionMessages.notYourDay('2026-12-11'))).toContain('11 December 2026');
  });

  it('finds every text of the catalogue, with values, as its own key', () => {
    const paths: string[] = [];
    const walk = (texts: Texts, prefix: string) => {
      for (const [name, value] of Object.entries(texts)) {
        if (typeof value === 'string') paths.push(`${prefix}${name}`);
        else walk(value as Texts, `${prefix}${name}.`);
      }
    };
    walk(english, '');
    expect(paths.length).toBeGreaterThan(380);
    const fill = (text: string) =>
      text.replaceAll('{{field}}', '"postcode"').replaceAll('{{', '<').replaceAll('}}', '>');
    for (const path of paths) {
      const words = fill(at(english, path) as string);
      // Two keys may word one English text; they word it alike in Polish.
      expect({ path, written: apiMessageIn('pl-PL', words) }).toEqual({
        path,
        written: fill(at(polish, path) as string),
      });
    }
  });

  it('words a field rule of any field, and leaves a message it does not know in English', () => {
    expect(apiMessageIn('pl-PL', '"postcode" is too long: at most 8 characters.')).toBe(
      'Pole "postcode" jest za długie: najwyżej 8 znaków.',
    );
    expect(apiMessageIn('pl-PL', 'Please fill in "email".')).toBe('Wypełnij pole "email".');
    // `{{field}}` is a quoted field name only, so a sentence that merely ends alike is not taken for it.
    expect(apiMessageIn('pl-PL', 'The moon is not valid.')).toBe('The moon is not valid.');
    expect(apiMessageIn('pl-PL', 'Nothing the catalogue holds.')).toBe('Nothing the catalogue holds.');
    expect(apiMessageIn('pl-PL', '')).toBe('');
  });

  it('words two known sentences sent as one, each in Polish', () => {
    expect(apiMessageIn('pl-PL', `${lifecycleMessages.ended} ${lifecycleMessages.settlementPending}`)).toBe(
      `${polish.lifecycleMessages.ended} ${polish.lifecycleMessages.settlementPending}`,
    );
    expect(apiMessageIn('pl-PL', `${lifecycleMessages.ended} Unknown words.`)).toBe(
      `${lifecycleMessages.ended} Unknown words.`,
    );
  });
});
