/**
 * The kit (issue 36 item 1): the parts buyer and seller pages draw with, one entry. Older callers still
 * import a part from its own file; new ones import from here.
 */
export { Button } from './Button';
export { Checkbox } from './Checkbox';
export { DateInput } from './DateInput';
export { Dialog } from './Dialog';
export { Field } from './fields/Field';
export { RadioGroup } from './RadioGroup';
export { Tabs } from './Tabs';
export { ToastProvider, useToast } from './Toast';
export { type CardColumn, TableOrCards } from './TableOrCards';
export { Alert } from './Alert';
export { SkeletonText } from './SkeletonText';
export { ListboxSelect } from './ListboxSelect';
export { TextInput } from './fields/inputs';
export { PhoneInput } from './PhoneInput';
