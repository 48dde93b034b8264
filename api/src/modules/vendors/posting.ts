/** The accounting posting service, as vendors and partners book through it (one import path for both). */
export { bookExpense, bookIncome, reverseBooking, type ExpenseEntry, type IncomeEntry } from "../accounting/posting";
