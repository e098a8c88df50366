import Icon from '@mui/icons-material/Assignment';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const formBlock = {
  Editor: lazyEditor<'form'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    FormIcon: 'icon',
    FormDestinationMail: 'mail',
    FormNIF: 'nif',
    FormRoomNumber: 'roomNumber',
    FormDateTime: 'dateTime',
    FormTimetable: 'timetable',
    FormNumberOfPeople: 'numberOfPeople',
    FormLblNumberOfItem: 'peopleLabel',
    FormLimitNumberOfItem: 'limit',
    FormTextBtn: 'buttonText',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly form: typeof formBlock;
  }
}
