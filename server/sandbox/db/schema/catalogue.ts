// Tables of the data graph: brands, properties, rooms, rates, saved properties, reservations.
export {}
