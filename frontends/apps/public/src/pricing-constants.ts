/** The example call length of the pricing table (the prices themselves are the kit's FLAT_CALL_CENTS and the categories' rates). */
export const EXAMPLE_CALL_MINUTES = 10;
