import { z } from 'zod';

type Schema = z.core.$ZodType;

/**
 * The schema a present value is really checked by: `preprocess` runs before it, `transform` after
 * it, and null, optional and default only matter when the value is absent.
 */
export const checkedBy = (schema: Schema): Schema => {
  if (schema instanceof z.ZodPipe) {
    return checkedBy(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  }
  if (
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault
  ) {
    return checkedBy(schema.unwrap());
  }
  return schema;
};
