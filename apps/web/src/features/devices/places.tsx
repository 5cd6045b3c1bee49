import { DevicesPanel } from './DevicesPanel';

/** The event page's "Dispositivos" tab: the gates' tablets of this event. */
export function EventDevices({ eventId }: { eventId: string }) {
  return (
    <DevicesPanel
      base={`/event/${encodeURIComponent(eventId)}/devices`}
      title="Dispositivos"
      gate
      where="a página de check-in ou check-out deste evento"
      intro="Cada tablet de portão é pareado com um código de uso único (10 minutos). O aparelho pareado só faz check-in deste evento e continua funcionando sem internet."
    />
  );
}

/** A company's lead phones, on the lead screens: a manager pairs the team's phones. */
export function CompanyLeadDevices({ admin }: { admin: boolean }) {
  return (
    <DevicesPanel
      base="/company/devices"
      title="Celulares de captura de leads"
      showCompany={admin}
      canAdd={!admin}
      where="o endereço /lead/mobile"
      intro={
        admin
          ? undefined
          : 'Pareie o celular de cada pessoa da equipe: ele captura leads só para a sua empresa, mesmo sem internet, até ser revogado.'
      }
    />
  );
}

/** The staff consumption phones (instead of the shared MOBILE_API_KEY). */
export function ConsumptionDevices() {
  return (
    <DevicesPanel
      base="/consumption/devices"
      title="Celulares de consumo"
      where="a página de consumo móvel (/consumption/mobile)"
      intro="Os celulares que registram o consumo da equipe são pareados com um código de uso único; revogar um aparelho o desliga em até 1 segundo."
    />
  );
}
