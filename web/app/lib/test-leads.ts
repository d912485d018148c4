// Test data only: Asha's consultation request as the modal sends it, for the tests of the payload it becomes.
export const modalLeadPayload = {
  propertyType: "2 BHK",
  location: "",
  name: "Asha Rao",
  mobile: "98765 43210",
  email: "",
  whatsappUpdates: true,
} as const;
