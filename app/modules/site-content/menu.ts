/**
 * The static marketing menu (spec 3.1). Prices are held in the data but never displayed
 * (spec 9: dollar-style $26 to $59 for wines and food, rupee-style ₹180 to ₹280 for cocktails).
 */
export interface StaticMenuItem {
  title: string;
  price: string;
  tags: string;
}

export type StaticMenuCategory = "wines" | "cocktails" | "andhra" | "north";

export const staticMenu: Record<StaticMenuCategory, StaticMenuItem[]> = {
  wines: [
    { title: "Champagne", price: "$56", tags: "Brut | Rosé | Vintage" },
    { title: "Sparkling Wine", price: "$41", tags: "Prosecco | Cava | Sula Brut" },
    { title: "Rose Wine", price: "$33", tags: "Grenache | Zinfandel | Nashik Rosé" },
    { title: "Draught Beer", price: "$26", tags: "Lager | Wheat | Craft on Tap" },
    { title: "Danzante", price: "$59", tags: "Pinot Grigio | Merlot | Chianti" },
  ],
  cocktails: [
    { title: "LIIT", price: "₹280", tags: "Vodka | Gin | Rum | Tequila | Cola" },
    { title: "Margarita", price: "₹220", tags: "Tequila | Triple Sec | Lime | Salt Rim" },
    { title: "Tequilla Sunrise", price: "₹240", tags: "Tequila | Orange | Grenadine" },
    { title: "Singapore Sling", price: "₹260", tags: "Gin | Cherry Liqueur | Pineapple | Lime" },
    { title: "Blue Lagoon", price: "₹180", tags: "Vodka | Blue Curaçao | Lemonade" },
  ],
  andhra: [
    { title: "Andhra Meals", price: "$32", tags: "Pappu | Gongura | Rasam | Pickles | Curd" },
    { title: "Dum Biryani", price: "$38", tags: "Basmati | Saffron | Slow-Cooked | Raita" },
    { title: "The King of Eden", price: "$59", tags: "Chef's Platter | Coastal Spices | For Two" },
    { title: "Chicken", price: "$36", tags: "Guntur Chilli | Curry Leaves | Pepper Fry" },
    { title: "Ghee Roast", price: "$42", tags: "Byadgi Chilli | Tamarind | Pure Ghee" },
  ],
  north: [
    { title: "Dal Masala", price: "$26", tags: "Black Lentils | Butter | Cream" },
    { title: "Paneer Masala", price: "$31", tags: "Cottage Cheese | Tomato | Fenugreek" },
    { title: "Chicken Masala", price: "$37", tags: "Tandoor Chicken | Onion | Cashew Gravy" },
    { title: "Choice of Breads", price: "$27", tags: "Naan | Roti | Kulcha | Laccha Paratha" },
    { title: "Tandoori", price: "$45", tags: "Clay Oven | Yoghurt | Kashmiri Chilli" },
  ],
};

/** Section and list headings of the home and menu pages (spec 2.2). */
export const menuHeadings = {
  drinks: "Crafted Drinks",
  wines: "Wine & Beer",
  cocktails: "Cocktails",
  special: "Eden's Special",
  andhra: "Fiery Flavors of The Deccan",
  north: "Imperial Flavors of the North",
} as const;
