import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers are stored in E.164 ("+85221234567"): what SMS providers take and what compares
 * equal however it was typed. A number without a country code is a Hong Kong one (+852).
 * libphonenumber-js with its default metadata checks the country's lengths and leading digits.
 */
export const defaultPhoneCountry = "HK" as const;

/** "2123 4567", "+852 2123-4567", "(852) 21234567" -> "+85221234567"; undefined when it is not a valid number. */
export const toE164 = (input: string): string | undefined => {
  const phone = parsePhoneNumberFromString(input.trim(), defaultPhoneCountry);
  return phone?.isValid() ? phone.number : undefined;
};

/** A stored number as people write it ("+852 2123 4567"); anything that does not parse as it is. */
export const formatPhone = (stored: string): string => parsePhoneNumberFromString(stored, defaultPhoneCountry)?.formatInternational() ?? stored;
