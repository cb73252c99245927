/**
 * The class names a form gives the shared subscribe fields (EmailField, ConsentField,
 * BotCheckField): each form keeps its own CSS module and layout; the fields only place them.
 */
export interface FieldClasses {
  field?: string;
  label?: string;
  input?: string;
  error?: string;
  hint?: string;
  consent?: string;
  botCheck?: string;
  widget?: string;
}
