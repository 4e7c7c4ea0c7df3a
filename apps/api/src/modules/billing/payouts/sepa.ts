import { create } from 'xmlbuilder2';

/**
 * The SEPA credit transfer file the team uploads to the bank after a payout run: ISO 20022
 * pain.001.001.03, one payment batch from the company's account with one transfer per payout. Built
 * with xmlbuilder2 (it escapes); checked against the official schema in sepa.test.ts.
 */
const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface SepaTransfer {
  /** Unique per transfer, at most 35 characters: the payout's id without dashes. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** The unstructured remittance line the podcaster reads on their statement (the autofactura's number). */
  remittance: string;
}

export interface SepaBatch {
  /** Unique per file, at most 35 characters. */
  messageId: string;
  createdAt: Date;
  /** `YYYY-MM-DD`: the day the bank should execute the transfers. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string | null | undefined };
  transfers: SepaTransfer[];
}

/** Euros with two decimals, from cents: `1234.50`. */
export function sepaAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * SEPA's character set is basic Latin (EPC guidance): accents and ñ are spelled without their marks so
 * no bank refuses a name, and the length is cut to what the schema allows.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (plain || '-').slice(0, max).trim();
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();
const maxId = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 35);

/** The pain.001.001.03 document, as text; its control sums are the transfers' amounts added in cents. */
export function buildSepaCreditTransfer(batch: SepaBatch): string {
  const count = String(batch.transfers.length);
  const controlSum = sepaAmount(batch.transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0));
  const createdAt = batch.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const debtorName = sepaText(batch.debtor.name, 70);

  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE, 'Document');
  const root = document.ele('CstmrCdtTrfInitn');
  const header = root.ele('GrpHdr');
  header.ele('MsgId').txt(maxId(batch.messageId));
  header.ele('CreDtTm').txt(createdAt);
  header.ele('NbOfTxs').txt(count);
  header.ele('CtrlSum').txt(controlSum);
  header.ele('InitgPty').ele('Nm').txt(debtorName);

  const payment = root.ele('PmtInf');
  payment.ele('PmtInfId').txt(maxId(`${batch.messageId}-1`));
  payment.ele('PmtMtd').txt('TRF');
  payment.ele('BtchBookg').txt('true');
  payment.ele('NbOfTxs').txt(count);
  payment.ele('CtrlSum').txt(controlSum);
  payment.ele('PmtTpInf').ele('SvcLvl').ele('Cd').txt('SEPA');
  payment.ele('ReqdExctnDt').txt(batch.executionDate);
  payment.ele('Dbtr').ele('Nm').txt(debtorName);
  payment.ele('DbtrAcct').ele('Id').ele('IBAN').txt(compactIban(batch.debtor.iban));
  const agent = payment.ele('DbtrAgt').ele('FinInstnId');
  const bic = batch.debtor.bic?.replace(/\s+/g, '').toUpperCase();
  // Since 2016 a SEPA transfer needs no BIC; the schema still wants the agent, so it says so.
  if (bic) agent.ele('BIC').txt(bic);
  else agent.ele('Othr').ele('Id').txt('NOTPROVIDED');
  payment.ele('ChrgBr').txt('SLEV');

  for (const transfer of batch.transfers) {
    const item = payment.ele('CdtTrfTxInf');
    item.ele('PmtId').ele('EndToEndId').txt(maxId(transfer.endToEndId));
    item.ele('Amt').ele('InstdAmt', { Ccy: 'EUR' }).txt(sepaAmount(transfer.amountCents));
    item.ele('Cdtr').ele('Nm').txt(sepaText(transfer.creditorName, 70));
    item.ele('CdtrAcct').ele('Id').ele('IBAN').txt(compactIban(transfer.creditorIban));
    item.ele('RmtInf').ele('Ustrd').txt(sepaText(transfer.remittance, 140));
  }

  return document.end({ prettyPrint: true });
}
