import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import EngineeringRounded from '@mui/icons-material/EngineeringRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HomeRepairServiceRounded from '@mui/icons-material/HomeRepairServiceRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LeaderboardRounded from '@mui/icons-material/LeaderboardRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import QrCodeScannerRounded from '@mui/icons-material/QrCodeScannerRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RequestQuoteRounded from '@mui/icons-material/RequestQuoteRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type SvgIcon from '@mui/material/SvgIcon';

type SvgIconComponent = typeof SvgIcon;

/** The one web-side map from the shared sidebar's icon keys (packages/shared sidebar.ts) to icons. */
const ICONS: Record<string, SvgIconComponent> = {
  home: HomeRounded,
  users: PeopleAltRounded,
  userAdd: PersonAddAlt1Rounded,
  company: BusinessRounded,
  companyAdd: AddBusinessRounded,
  builder: EngineeringRounded,
  provider: HomeRepairServiceRounded,
  term: DescriptionRounded,
  power: BoltRounded,
  partner: HandshakeRounded,
  funnel: FilterAltRounded,
  scan: QrCodeScannerRounded,
  leads: LeaderboardRounded,
  budget: RequestQuoteRounded,
  payment: PaymentsRounded,
  cashback: SavingsRounded,
  event: EventRounded,
  certificate: WorkspacePremiumRounded,
  food: RestaurantRounded,
  logs: ReceiptLongRounded,
  category: CategoryRounded,
  product: Inventory2Rounded,
  news: NewspaperRounded,
  mail: MailRounded,
  video: OndemandVideoRounded,
  construction: ConstructionRounded,
};

export function sidebarIcon(key: string): SvgIconComponent {
  return ICONS[key] ?? FiberManualRecordRounded;
}
