import { CONSUMPTION_TYPE_OPTIONS, type ConsumptionType } from '../enums/consumption';

/** The item's name on the scan page, the user card and in messages ("Salgado", "Bebida não alcoólica"). */
export function consumptionItemLabel(type: ConsumptionType): string {
  return CONSUMPTION_TYPE_OPTIONS.find((o) => o.value === type)?.actionLabel ?? type;
}

/** Staff food and drink texts (part 2 §2.14, §5, §8, §9; issue 13). */
export const STAFF_CONSUMPTION_MESSAGES = {
  /** confirming with nothing selected (part 2 §5, word for word) */
  selectAtLeastOne: '⚠️ ATENÇÃO: Selecione pelo menos um item para continuar!',
  /** the success step (part 2 §2.14) */
  registered: 'Consumo Registrado!',
  newRegistration: 'Novo registro',
  // Not in spec: the mobile page's own texts.
  apiKeyMissing: 'Este aparelho ainda não tem a chave de acesso. Informe a chave para usar o leitor.',
  apiKeyWrong: 'Chave de acesso inválida. Informe a chave correta para continuar.',
  notFound: 'Crachá não encontrado',
  /** a valid badge of another company scanned by an exhibitor's staff (issue 39 item 13) */
  otherCompany: 'Crachá de outra empresa',
  limitsSaved: 'Limites salvos',
  consumed: 'Consumo registrado',
} as const;

/** 409 of a consumption over the limit (issue 13): "Limite excedido para Doce: disponível 2". */
export function limitExceededMessage(type: ConsumptionType, available: number): string {
  return `Limite excedido para ${consumptionItemLabel(type)}: disponível ${available}`;
}

/** Going past the available count on the scan page, shown for 3 s (part 2 §5). */
export function itemLimitMessage(type: ConsumptionType, available: number): string {
  return `${consumptionItemLabel(type)} - Limite disponível: ${available}`;
}

/** One line of the exceed warning (part 2 §5): "item: novo total > limite". */
export function exceedLine(type: ConsumptionType, newTotal: number, limit: number): string {
  return `${consumptionItemLabel(type)}: ${newTotal} > ${limit}`;
}

/** How long the scan page keeps its messages (part 2 §9). */
export const SCAN_ERROR_MS = 5_000;
export const ITEM_LIMIT_MESSAGE_MS = 3_000;
export const SUCCESS_RETURN_MS = 3_000;
