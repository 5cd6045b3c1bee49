/**
 * The scan screens' answers (kiosk, lead scan, staff consumption scan; issue 38 §1). A failed request
 * never blames the visitor: the network's fault reads "Sem conexão", never "Não encontrado".
 */
export const SCAN_MESSAGES = {
  offline: 'Sem conexão — tente novamente',
  /** the consumption scan stays online only (limits cannot be kept offline): it keeps the code read */
  consumptionOffline: 'Sem conexão: o consumo precisa da rede',
  notFound: 'Não encontrado',
  refused: 'Não realizado',
  invalidCpf: 'CPF inválido',
  invalidEmail: 'E-mail inválido',
  checkInRepeat: (time: string) => `Entrada já registrada às ${time}`,
  checkOutRepeat: (time: string) => `Saída já registrada às ${time}`,
  leadRepeat: 'Lead já capturado',
  waiting: (n: number) => (n === 1 ? '1 leitura na fila' : `${n} leituras na fila`),
} as const;
