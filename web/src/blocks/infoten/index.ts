import Icon from '@mui/icons-material/Info';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const infotenBlock = {
  Editor: lazyEditor<'infoten'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    InfotenFilters: {
      fields: {
        Actividad: 'labels.Actividad',
        Tipo: 'labels.Tipo',
        SubTipo: 'labels.SubTipo',
        ClasificacionTipo: 'labels.ClasificacionTipo',
        SubClasificacionTipo: 'labels.SubClasificacionTipo',
        Recomendado: 'labels.Recomendado',
        Municipio: 'labels.Municipio',
        Zona: 'labels.Zona',
      },
    },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly infoten: typeof infotenBlock;
  }
}
