import { ACCREDITATION_STEP1_TYPES, ACCREDITATION_TYPE_OPTIONS, type AccreditationType } from '@feira/shared';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import DesignServicesRounded from '@mui/icons-material/DesignServicesRounded';
import HandymanRounded from '@mui/icons-material/HandymanRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ElementType } from 'react';

const LOOK: Record<AccreditationType, { icon: ElementType; hint: string }> = {
  exhibitor: { icon: BusinessRounded, hint: 'Equipe de empresa expositora' },
  store: { icon: StorefrontRounded, hint: 'Lojistas e revendedores' },
  press: { icon: NewspaperRounded, hint: 'Jornalistas e veículos de imprensa' },
  guest: { icon: BadgeRounded, hint: 'Visite a feira' },
  professional: { icon: DesignServicesRounded, hint: 'Arquitetos e designers de interiores' },
  importer: { icon: LanguageRounded, hint: 'Compradores de outros países' },
  builder: { icon: ConstructionRounded, hint: 'Equipe de montagem de estandes' },
  provider: { icon: HandymanRounded, hint: 'Prestadores de serviço do evento' },
};

/** The options of step 1: Expositor, Imprensa, Visitante, plus the type the link names. */
export function stepOneTypes(linkType: AccreditationType | null): AccreditationType[] {
  const list = [...ACCREDITATION_STEP1_TYPES];
  if (linkType && !list.includes(linkType)) list.unshift(linkType);
  return list;
}

/** Step 1, "Selecione uma opção": one large card per type; a tap picks it and moves on. */
export function StepChoose({
  types,
  selected,
  onPick,
}: {
  types: AccreditationType[];
  selected: AccreditationType | '';
  onPick: (type: AccreditationType) => void;
}) {
  return (
    <Box
      role="radiogroup"
      aria-label="Selecione uma opção"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {types.map((type) => {
        const { icon: Icon, hint } = LOOK[type];
        const label = ACCREDITATION_TYPE_OPTIONS.find((o) => o.value === type)!.label;
        const active = selected === type;
        return (
          <ButtonBase
            key={type}
            role="radio"
            aria-checked={active}
            onClick={() => onPick(type)}
            data-testid={`accreditation-type-${type}`}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 2,
              p: 2,
              borderRadius: 2,
              border: 2,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? 'action.selected' : 'background.paper',
              '&:hover': { borderColor: 'primary.light' },
            }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                flexShrink: 0,
              }}
            >
              <Icon />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            </Box>
            <ChevronRightRounded color="action" />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
